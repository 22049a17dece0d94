import functools
import os

import torch


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.strip().lower() in ("1", "true", "yes", "on")


def eager_only(fn):
    """Keep bookkeeping hooks out of compiled graphs.

    The wrapped method is skipped entirely when the recorder is disabled.
    """

    @torch.compiler.disable
    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        if not self.enabled:
            return None
        return fn(self, *args, **kwargs)

    return wrapper
