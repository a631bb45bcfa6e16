"""skryba."""
