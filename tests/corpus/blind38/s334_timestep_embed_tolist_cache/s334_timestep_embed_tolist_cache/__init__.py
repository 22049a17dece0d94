from .denoiser import step
