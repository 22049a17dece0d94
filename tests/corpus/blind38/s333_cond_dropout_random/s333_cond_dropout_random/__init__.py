from .model import DiTDenoiser, compiled_dit
