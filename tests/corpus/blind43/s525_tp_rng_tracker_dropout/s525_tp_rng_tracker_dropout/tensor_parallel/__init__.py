from .random import get_rng_tracker, model_parallel_rng_init

__all__ = ["get_rng_tracker", "model_parallel_rng_init"]
