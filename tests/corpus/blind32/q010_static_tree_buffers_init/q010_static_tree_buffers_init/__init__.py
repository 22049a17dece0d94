"""Static token tree (fixed topology) whose buffers are built once at init."""
