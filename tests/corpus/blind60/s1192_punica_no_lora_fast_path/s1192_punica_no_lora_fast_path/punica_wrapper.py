from typing import Tuple

import torch


def bgmv_shrink(inputs: torch.Tensor, lora_a_weights: torch.Tensor, output: torch.Tensor,
                lora_indices: torch.Tensor, scaling: float) -> None:
    selected = lora_a_weights[lora_indices.clamp(min=0)]
    out = torch.einsum("bi,bri->br", inputs, selected) * scaling
    mask = (lora_indices >= 0).unsqueeze(-1).to(out.dtype)
    output.add_(out * mask)


def bgmv_expand(inputs: torch.Tensor, lora_b_weights: torch.Tensor, output: torch.Tensor,
                lora_indices: torch.Tensor, add_inputs: bool = True) -> None:
    selected = lora_b_weights[lora_indices.clamp(min=0)]
    out = torch.einsum("br,bor->bo", inputs, selected)
    mask = (lora_indices >= 0).unsqueeze(-1).to(out.dtype)
    if add_inputs:
        output.add_(out * mask)
    else:
        output.copy_(out * mask)


class PunicaWrapperCPU:
    """Per-token LoRA dispatch for decode batches (bgmv path)."""

    def __init__(self, max_num_batched_tokens: int, max_loras: int):
        self.max_loras = max_loras
        self._token_lora_indices = torch.full((max_num_batched_tokens,), -1, dtype=torch.long)
        self.num_tokens = 0

    def update_metadata(self, token_lora_mapping: torch.Tensor) -> None:
        n = token_lora_mapping.shape[0]
        self._token_lora_indices[:n].copy_(token_lora_mapping)
        self.num_tokens = n

    @property
    def token_lora_indices(self) -> torch.Tensor:
        return self._token_lora_indices[: self.num_tokens]

    def add_shrink(self, y: torch.Tensor, x: torch.Tensor,
                   lora_a_stacked: Tuple[torch.Tensor, ...], scale: float) -> None:
        x = x.view(-1, x.shape[-1])
        for slice_idx in range(len(lora_a_stacked)):
            bgmv_shrink(x, lora_a_stacked[slice_idx], y[slice_idx], self.token_lora_indices, scale)

    def add_expand(self, y: torch.Tensor, x: torch.Tensor,
                   lora_b_stacked: Tuple[torch.Tensor, ...],
                   output_slices: Tuple[int, ...]) -> None:
        if (self.token_lora_indices < 0).all():
            return
        offset = 0
        for slice_idx, size in enumerate(output_slices):
            bgmv_expand(x[slice_idx], lora_b_stacked[slice_idx], y[:, offset:offset + size],
                        self.token_lora_indices)
            offset += size

    def add_lora_linear(self, y: torch.Tensor, x: torch.Tensor,
                        lora_a_stacked: Tuple[torch.Tensor, ...],
                        lora_b_stacked: Tuple[torch.Tensor, ...],
                        scale: float, output_slices: Tuple[int, ...]) -> None:
        r = lora_b_stacked[0].shape[-1]
        buffer = torch.zeros(len(output_slices), x.shape[0], r, dtype=torch.float32, device=x.device)
        self.add_shrink(buffer, x, lora_a_stacked, scale)
        self.add_expand(y, buffer, lora_b_stacked, output_slices)
