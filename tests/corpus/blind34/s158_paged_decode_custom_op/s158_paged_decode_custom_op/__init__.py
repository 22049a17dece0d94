"""Paged decode attention exposed as a torch.library custom op."""
