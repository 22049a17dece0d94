from .pool import CapturePool, get_global_pool
