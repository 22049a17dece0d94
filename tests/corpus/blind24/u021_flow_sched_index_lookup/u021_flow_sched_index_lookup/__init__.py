"""Flow-matching DiT denoiser with an Euler scheduler (single compiled denoise step)."""
from .scheduling import FlowMatchEulerScheduler
from .dit import TinyDiT, DiTConfig

__all__ = ["FlowMatchEulerScheduler", "TinyDiT", "DiTConfig"]
