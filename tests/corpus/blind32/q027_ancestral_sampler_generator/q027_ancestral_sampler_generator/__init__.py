from .sampler import build_sampler  # noqa: F401
