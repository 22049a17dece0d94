"""Small tensor helpers shared by the modeling code."""
from typing import Tuple

import torch


def id_tensor_storage(tensor: torch.Tensor) -> Tuple[torch.device, int, int]:
    """Unique identifier of the storage backing ``tensor``.

    Two tensors that share storage (e.g. tied input/output embeddings) get the
    same identifier even when they are distinct ``Parameter`` objects.
    """
    if tensor.device.type == "meta":
        return tensor.device, id(tensor), 0
    storage = tensor.untyped_storage()
    return tensor.device, storage.data_ptr(), storage.nbytes()


def weights_are_tied(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a is b or id_tensor_storage(a) == id_tensor_storage(b)
