"""EDM-preconditioned DiT denoiser (Cosmos / EDM2 style) with a preconditioner registry."""
from .precond import PRECONDITIONERS, get_preconditioner
