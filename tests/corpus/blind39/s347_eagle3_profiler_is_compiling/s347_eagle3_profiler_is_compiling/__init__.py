"""EAGLE-3 draft extend with optional host-side step profiling."""
