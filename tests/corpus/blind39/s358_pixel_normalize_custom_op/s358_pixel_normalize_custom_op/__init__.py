"""Fused rescale+normalize for raw decoded frames, exposed as a torch custom op."""
