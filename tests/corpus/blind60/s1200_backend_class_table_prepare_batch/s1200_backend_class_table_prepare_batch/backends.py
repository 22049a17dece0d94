import logging
from typing import Dict, Type

import torch

from .base_backend import BaseLoRABackend, LoRABatchInfo, build_seg_indptr

logger = logging.getLogger(__name__)


class TritonLoRABackend(BaseLoRABackend):
    name = "triton"

    def __init__(self, max_loras_per_batch: int):
        super().__init__(max_loras_per_batch)
        self._max_len_seen = 0

    def prepare_lora_batch(self, seg_lens, weight_indices, scalings, num_tokens):
        max_len = int(seg_lens.max())
        if max_len > self._max_len_seen:
            logger.info("triton lora: growing block config for max_len=%d", max_len)
            self._max_len_seen = max_len
        self.batch_info = LoRABatchInfo(
            bs=seg_lens.shape[0], seg_lens=seg_lens, seg_indptr=build_seg_indptr(seg_lens),
            weight_indices=weight_indices, scalings=scalings, max_len=max_len,
        )

    def run_lora_a_sgemm(self, x, weights):
        raise RuntimeError("triton kernels are unavailable on CPU")

    run_lora_b_sgemm = run_lora_a_sgemm


class TorchNativeLoRABackend(BaseLoRABackend):
    name = "torch_native"

    def prepare_lora_batch(self, seg_lens, weight_indices, scalings, num_tokens):
        token_weight_indices = torch.repeat_interleave(weight_indices, seg_lens, output_size=num_tokens)
        self.batch_info = LoRABatchInfo(
            bs=seg_lens.shape[0], seg_lens=seg_lens, seg_indptr=build_seg_indptr(seg_lens),
            weight_indices=weight_indices, scalings=scalings,
            token_weight_indices=token_weight_indices,
        )

    def run_lora_a_sgemm(self, x, weights):
        idx = self.batch_info.token_weight_indices
        return torch.bmm(weights[idx], x.unsqueeze(-1)).squeeze(-1)

    def run_lora_b_sgemm(self, x, weights):
        idx = self.batch_info.token_weight_indices
        out = torch.bmm(weights[idx], x.unsqueeze(-1)).squeeze(-1)
        return out * self.batch_info.scalings[idx].unsqueeze(-1)


LORA_BACKENDS: Dict[str, Type[BaseLoRABackend]] = {
    "triton": TritonLoRABackend,
    "torch_native": TorchNativeLoRABackend,
}


def create_lora_backend(name: str, max_loras_per_batch: int) -> BaseLoRABackend:
    try:
        backend_cls = LORA_BACKENDS[name]
    except KeyError:
        raise ValueError(f"Invalid lora backend {name!r}, expected one of {sorted(LORA_BACKENDS)}")
    return backend_cls(max_loras_per_batch)
