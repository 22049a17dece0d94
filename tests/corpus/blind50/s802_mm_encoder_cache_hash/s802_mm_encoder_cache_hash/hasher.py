import hashlib
from typing import Callable, Dict

import numpy as np
import torch

from . import envs


def _new_sha256():
    return hashlib.sha256()


def _new_blake2b():
    return hashlib.blake2b(digest_size=32)


_HASH_FACTORIES: Dict[str, Callable[[], "hashlib._Hash"]] = {
    "sha256": _new_sha256,
    "blake2b": _new_blake2b,
}


class MultiModalHasher:
    @staticmethod
    def _serialize(obj) -> bytes:
        if isinstance(obj, torch.Tensor):
            arr = obj.detach().cpu().contiguous().numpy()
            header = f"{arr.dtype.str}:{arr.shape}".encode()
            return header + arr.tobytes()
        if isinstance(obj, np.ndarray):
            return obj.tobytes()
        return str(obj).encode()

    @classmethod
    def hash_kwargs(cls, **kwargs) -> str:
        hasher = _HASH_FACTORIES[envs.CORPUS_MM_HASH_ALGORITHM]()
        for key in sorted(kwargs):
            hasher.update(key.encode())
            hasher.update(cls._serialize(kwargs[key]))
        return hasher.hexdigest()
