import hashlib
from typing import Union

import torch

MultiModalHashable = Union[str, bytes, int, float, torch.Tensor]


class MultiModalHasher:
    """Content hash of multimodal inputs, used as the encoder-cache key."""

    @classmethod
    def serialize_item(cls, obj: MultiModalHashable) -> bytes:
        if isinstance(obj, bytes):
            return obj
        if isinstance(obj, str):
            return obj.encode("utf-8")
        if isinstance(obj, (int, float)):
            return repr(obj).encode("utf-8")
        if isinstance(obj, torch.Tensor):
            tensor = obj.detach().contiguous().cpu()
            if tensor.dtype == torch.bfloat16:
                tensor = tensor.view(torch.int16)
            return tensor.numpy().tobytes()
        raise TypeError(f"Cannot hash {type(obj)}")

    @classmethod
    def item_to_bytes(cls, key: str, obj: MultiModalHashable):
        yield key.encode("utf-8")
        yield cls.serialize_item(obj)

    @classmethod
    def hash_kwargs(cls, **kwargs: MultiModalHashable) -> str:
        hasher = hashlib.sha256()
        for k, v in sorted(kwargs.items()):
            for chunk in cls.item_to_bytes(k, v):
                hasher.update(chunk)
        return hasher.hexdigest()
