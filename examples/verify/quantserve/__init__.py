"""A small package for `compilelint fix --verify`: two barriers that run on a CPU."""
