// Filled as the widgets land (issue 5).
export {};
