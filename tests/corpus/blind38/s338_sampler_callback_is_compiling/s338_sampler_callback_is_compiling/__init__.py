from .sampler import DDIMSampler
