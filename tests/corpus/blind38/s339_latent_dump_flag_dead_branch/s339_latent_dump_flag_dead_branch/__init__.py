from .denoiser import TiledDenoiser, compiled
