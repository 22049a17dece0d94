import functools

PROFILING_ENABLED = False


def nvtx_annotate(name: str):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if PROFILING_ENABLED:
                import torch.cuda.nvtx as nvtx

                with nvtx.range(name):
                    return fn(*args, **kwargs)
            return fn(*args, **kwargs)

        return wrapper

    return decorator
