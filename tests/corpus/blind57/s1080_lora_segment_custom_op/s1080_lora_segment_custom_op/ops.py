from typing import List

import torch


@torch.library.custom_op("corpus_s1080::segment_lora_shrink", mutates_args=())
def segment_lora_shrink(
    x: torch.Tensor, lora_a: torch.Tensor, seg_lens: torch.Tensor, weight_indices: torch.Tensor
) -> torch.Tensor:
    out = x.new_empty(x.shape[0], lora_a.shape[1])
    start = 0
    for seg_len, w_idx in zip(seg_lens.tolist(), weight_indices.tolist()):
        end = start + seg_len
        out[start:end] = x[start:end] @ lora_a[w_idx].t()
        start = end
    return out


@segment_lora_shrink.register_fake
def _(x, lora_a, seg_lens, weight_indices):
    return x.new_empty(x.shape[0], lora_a.shape[1])


@torch.library.custom_op("corpus_s1080::segment_lora_expand", mutates_args=())
def segment_lora_expand(
    y: torch.Tensor, lora_b: torch.Tensor, seg_lens: torch.Tensor, weight_indices: torch.Tensor
) -> torch.Tensor:
    out = y.new_zeros(y.shape[0], lora_b.shape[2])
    start = 0
    for seg_len, w_idx in zip(seg_lens.tolist(), weight_indices.tolist()):
        if seg_len == 0:
            continue
        end = start + seg_len
        out[start:end] = y[start:end] @ lora_b[w_idx]
        start = end
    return out


@segment_lora_expand.register_fake
def _(y, lora_b, seg_lens, weight_indices):
    return y.new_empty(y.shape[0], lora_b.shape[2])


def active_adapter_slots(adapter_names: List[str], enabled: List[str]) -> List[int]:
    return [i for i, _ in filter(lambda p: p[1] in enabled, enumerate(adapter_names))]
