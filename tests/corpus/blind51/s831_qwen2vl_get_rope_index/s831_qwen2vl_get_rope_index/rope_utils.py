from typing import Optional

import torch


def get_rope_index(
    input_ids: torch.Tensor,
    image_grid_thw: Optional[torch.Tensor],
    attention_mask: Optional[torch.Tensor],
    *,
    spatial_merge_size: int,
    image_token_id: int,
    vision_start_token_id: int,
):
    """Compute 3D (temporal, height, width) position ids for M-RoPE."""
    if image_grid_thw is None:
        position_ids = torch.arange(input_ids.shape[1], device=input_ids.device)
        position_ids = position_ids.view(1, 1, -1).expand(3, input_ids.shape[0], -1)
        deltas = torch.zeros(input_ids.shape[0], 1, dtype=input_ids.dtype, device=input_ids.device)
        return position_ids, deltas

    if attention_mask is not None:
        input_ids = input_ids.masked_fill(attention_mask == 0, 0)
    position_ids = torch.ones(
        3, input_ids.shape[0], input_ids.shape[1], dtype=input_ids.dtype, device=input_ids.device
    )
    mrope_position_deltas = []
    image_index = 0
    for i, ids in enumerate(input_ids):
        vision_start_indices = torch.argwhere(ids == vision_start_token_id).squeeze(1)
        vision_tokens = ids[vision_start_indices + 1]
        image_nums = (vision_tokens == image_token_id).sum()
        input_tokens = ids.tolist()
        llm_pos_ids_list: list = []
        st = 0
        for _ in range(image_nums):
            ed = input_tokens.index(image_token_id, st)
            t, h, w = (
                image_grid_thw[image_index][0],
                image_grid_thw[image_index][1],
                image_grid_thw[image_index][2],
            )
            image_index += 1
            llm_grid_t = t.item()
            llm_grid_h = h.item() // spatial_merge_size
            llm_grid_w = w.item() // spatial_merge_size
            text_len = ed - st
            st_idx = llm_pos_ids_list[-1].max() + 1 if len(llm_pos_ids_list) > 0 else 0
            llm_pos_ids_list.append(torch.arange(text_len).view(1, -1).expand(3, -1) + st_idx)

            t_index = torch.arange(llm_grid_t).view(-1, 1).expand(-1, llm_grid_h * llm_grid_w).flatten()
            h_index = torch.arange(llm_grid_h).view(1, -1, 1).expand(llm_grid_t, -1, llm_grid_w).flatten()
            w_index = torch.arange(llm_grid_w).view(1, 1, -1).expand(llm_grid_t, llm_grid_h, -1).flatten()
            llm_pos_ids_list.append(torch.stack([t_index, h_index, w_index]) + text_len + st_idx)
            st = ed + llm_grid_t * llm_grid_h * llm_grid_w

        if st < len(input_tokens):
            st_idx = llm_pos_ids_list[-1].max() + 1 if len(llm_pos_ids_list) > 0 else 0
            text_len = len(input_tokens) - st
            llm_pos_ids_list.append(torch.arange(text_len).view(1, -1).expand(3, -1) + st_idx)

        llm_positions = torch.cat(llm_pos_ids_list, dim=1).reshape(3, -1)
        position_ids[..., i, :] = llm_positions.to(position_ids.device)
        mrope_position_deltas.append(llm_positions.max() + 1 - len(input_ids[i]))
    deltas = torch.stack(mrope_position_deltas).unsqueeze(1)
    return position_ids, deltas
