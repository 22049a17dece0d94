import functools
import logging
import time
import warnings
from typing import Callable, Optional, Tuple, Type

import torch

logger = logging.getLogger(__name__)


def retry(
    exceptions: Tuple[Type[BaseException], ...] = (torch.OutOfMemoryError,),
    max_retries: int = 2,
    backoff_s: float = 0.05,
) -> Callable:
    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            attempt = 0
            while True:
                try:
                    return fn(*args, **kwargs)
                except exceptions as e:
                    attempt += 1
                    if attempt > max_retries:
                        raise
                    logger.warning("%s failed (%s), retry %d/%d", fn.__name__, e, attempt, max_retries)
                    if torch.cuda.is_available():
                        torch.cuda.empty_cache()
                    time.sleep(backoff_s * attempt)

        return wrapper

    return decorator


def deprecate_kwarg(old_name: str, new_name: Optional[str] = None, version: str = "") -> Callable:
    def decorator(fn: Callable) -> Callable:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if old_name in kwargs:
                warnings.warn(
                    f"`{old_name}` is deprecated and will be removed in {version}; "
                    f"use `{new_name}` instead.",
                    FutureWarning,
                )
                value = kwargs.pop(old_name)
                if new_name is not None:
                    kwargs.setdefault(new_name, value)
            return fn(*args, **kwargs)

        return wrapper

    return decorator
