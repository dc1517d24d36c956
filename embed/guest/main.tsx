import '../../src/theme/styles.css';
import './frame.css';
import { bootGuest } from './boot';

void bootGuest();
