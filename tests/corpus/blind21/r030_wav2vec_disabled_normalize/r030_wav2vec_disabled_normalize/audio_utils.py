"""Waveform preprocessing shared with the feature extractor."""
from typing import Optional

import numpy as np
import torch


def zero_mean_unit_var_norm(input_values: list, attention_mask: Optional[np.ndarray] = None,
                            padding_value: float = 0.0) -> list:
    """Every array in the list is normalised to zero mean / unit variance (same as the feature extractor)."""
    if attention_mask is None:
        return [(x - x.mean()) / np.sqrt(x.var() + 1e-7) for x in input_values]
    normed = []
    for vector, length in zip(input_values, attention_mask.sum(-1)):
        normed_slice = (vector - vector[:length].mean()) / np.sqrt(vector[:length].var() + 1e-7)
        if length < normed_slice.shape[0]:
            normed_slice[length:] = padding_value
        normed.append(normed_slice)
    return normed


@torch.compiler.disable
def normalize_waveform(input_values: torch.Tensor, attention_mask: Optional[torch.Tensor] = None) -> torch.Tensor:
    # numpy path kept bit-identical with the preprocessing pipeline; opaque to the compiler
    arrays = [row.detach().cpu().numpy().astype(np.float64) for row in input_values]
    mask = attention_mask.cpu().numpy() if attention_mask is not None else None
    normed = zero_mean_unit_var_norm(arrays, mask)
    return torch.from_numpy(np.stack(normed)).to(dtype=input_values.dtype, device=input_values.device)
