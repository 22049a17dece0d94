"""k-diffusion style Euler-ancestral sampling with per-request seeded noise."""
from .noise import BatchedNoiseSampler
from .samplers import EulerAncestral
