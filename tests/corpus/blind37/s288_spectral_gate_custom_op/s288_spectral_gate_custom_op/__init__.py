from . import ops  # noqa: F401  (registers corpus_s288::spectral_floor)
from .denoiser import Denoiser, denoise

__all__ = ["Denoiser", "denoise"]
