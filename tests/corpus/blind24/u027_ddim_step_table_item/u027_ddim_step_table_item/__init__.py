"""DDIM + classifier-free guidance with host-side step tables (one compiled step)."""
