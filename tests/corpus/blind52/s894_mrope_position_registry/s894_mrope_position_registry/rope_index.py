from typing import Callable, Dict, Optional

import torch

PositionBuilder = Callable[..., torch.Tensor]
POSITION_BUILDERS: Dict[str, PositionBuilder] = {}


def register_position_builder(name: str):
    def decorator(fn: PositionBuilder) -> PositionBuilder:
        POSITION_BUILDERS[name] = fn
        return fn

    return decorator


@register_position_builder("default")
def default_position_ids(input_ids: torch.Tensor, attention_mask: Optional[torch.Tensor], **kwargs) -> torch.Tensor:
    if attention_mask is None:
        return torch.arange(input_ids.shape[1], device=input_ids.device).expand(input_ids.shape[0], -1)
    position_ids = attention_mask.long().cumsum(-1) - 1
    return position_ids.masked_fill(attention_mask == 0, 1)


@register_position_builder("mrope")
def mrope_position_ids(
    input_ids: torch.Tensor,
    attention_mask: Optional[torch.Tensor],
    image_grid_thw: torch.Tensor,
    image_token_id: int,
    vision_start_token_id: int,
    spatial_merge_size: int = 2,
) -> torch.Tensor:
    batch_size, seq_len = input_ids.shape
    position_ids = torch.zeros(3, batch_size, seq_len, dtype=torch.long, device=input_ids.device)
    image_index = 0
    for i in range(batch_size):
        ids = input_ids[i]
        vision_start_indices = torch.argwhere(ids == vision_start_token_id).squeeze(1)
        vision_tokens = ids[vision_start_indices + 1]
        image_nums = (vision_tokens == image_token_id).sum()
        chunks = []
        st = 0
        for _ in range(image_nums):
            ed = int(torch.argwhere(ids[st:] == image_token_id)[0, 0]) + st
            t, h, w = image_grid_thw[image_index]
            llm_grid_h, llm_grid_w = h // spatial_merge_size, w // spatial_merge_size
            start_idx = chunks[-1].max() + 1 if chunks else 0
            chunks.append(torch.arange(ed - st).view(1, -1).expand(3, -1) + start_idx)
            t_index = torch.arange(t).view(-1, 1).expand(-1, llm_grid_h * llm_grid_w).flatten()
            h_index = torch.arange(llm_grid_h).view(1, -1, 1).expand(t, -1, llm_grid_w).flatten()
            w_index = torch.arange(llm_grid_w).view(1, 1, -1).expand(t, llm_grid_h, -1).flatten()
            chunks.append(torch.stack([t_index, h_index, w_index]) + ed - st + start_idx)
            st = ed + t * llm_grid_h * llm_grid_w
            image_index += 1
        if st < seq_len:
            start_idx = chunks[-1].max() + 1 if chunks else 0
            chunks.append(torch.arange(seq_len - st).view(1, -1).expand(3, -1) + start_idx)
        position_ids[:, i, :] = torch.cat(chunks, dim=1)
    return position_ids


def get_position_builder(name: str) -> PositionBuilder:
    try:
        return POSITION_BUILDERS[name]
    except KeyError:
        raise ValueError(f"unknown rope_type {name!r}; available: {sorted(POSITION_BUILDERS)}") from None
