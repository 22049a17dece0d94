from typing import Callable, Iterable, List, Optional

import torch

from .forward_batch_info import ForwardBatch


def run_eagerly(*method_names: str) -> Callable[[type], type]:
    """Class decorator: keep the named host-side methods out of compiled graphs."""

    def wrap(cls: type) -> type:
        for name in method_names:
            fn = getattr(cls, name)
            setattr(cls, name, torch.compiler.disable(fn, recursive=True))
        return cls

    return wrap


class AttentionBackend:
    def forward(self, q, k, v, layer, forward_batch: ForwardBatch):
        mode = forward_batch.forward_mode.name.lower()
        impl = getattr(self, f"forward_{mode}")
        return impl(q, k, v, layer, forward_batch)

    def init_forward_metadata(self, forward_batch: ForwardBatch) -> None:
        raise NotImplementedError

    def forward_decode(self, q, k, v, layer, forward_batch):
        raise NotImplementedError

    def forward_extend(self, q, k, v, layer, forward_batch):
        raise NotImplementedError


@run_eagerly("init_forward_metadata")
class TorchNativeAttnBackend(AttentionBackend):
    def __init__(self, max_batch_size: int = 16):
        self.max_batch_size = max_batch_size
        self.kv_indptr: Optional[torch.Tensor] = None
        self._seq_lens_cpu: List[int] = []

    def init_forward_metadata(self, forward_batch: ForwardBatch) -> None:
        self._seq_lens_cpu = forward_batch.seq_lens.cpu().tolist()
        indptr = [0]
        for n in self._seq_lens_cpu:
            indptr.append(indptr[-1] + n)
        self.kv_indptr = torch.tensor(indptr, dtype=torch.int32)

    def _sdpa(self, q, k, v, scaling: float, causal: bool):
        return torch.nn.functional.scaled_dot_product_attention(
            q.unsqueeze(0), k.unsqueeze(0), v.unsqueeze(0), is_causal=causal, scale=scaling
        ).squeeze(0)

    def forward_extend(self, q, k, v, layer, forward_batch):
        return self._sdpa(q, k, v, layer.scaling, causal=True)

    def forward_decode(self, q, k, v, layer, forward_batch):
        if self.kv_indptr is None or self.kv_indptr.numel() != forward_batch.batch_size + 1:
            self.init_forward_metadata(forward_batch)
        return self._sdpa(q, k, v, layer.scaling, causal=False)


def available_backends() -> Iterable[str]:
    return ("torch_native",)
