import '../../src/theme/styles.css';
import './frame.css';
import { startGuest } from './start';

void startGuest();
