"""FP8 W8A8 linear whose kernel choice is probed once, when the op is built."""
