from typing import Optional, Tuple

import torch


def _expand_mask(mask: torch.Tensor, dtype: torch.dtype, tgt_len: Optional[int] = None) -> torch.Tensor:
    bsz, src_len = mask.shape
    tgt_len = tgt_len if tgt_len is not None else src_len
    expanded = mask[:, None, None, :].expand(bsz, 1, tgt_len, src_len).to(dtype)
    inverted = 1.0 - expanded
    return inverted.masked_fill(inverted.to(torch.bool), torch.finfo(dtype).min)


def _make_causal_mask(bsz: int, tgt_len: int, dtype: torch.dtype, device: torch.device) -> torch.Tensor:
    mask = torch.full((tgt_len, tgt_len), torch.finfo(dtype).min, device=device)
    cond = torch.arange(tgt_len, device=device)
    mask.masked_fill_(cond < (cond + 1).view(tgt_len, 1), 0)
    return mask.to(dtype)[None, None, :, :].expand(bsz, 1, tgt_len, tgt_len)


def prepare_decoder_attention_mask(
    attention_mask: torch.Tensor, input_shape: Tuple[int, int], dtype: torch.dtype
) -> torch.Tensor:
    bsz, seq_len = input_shape
    causal = _make_causal_mask(bsz, seq_len, dtype, attention_mask.device)
    return causal + _expand_mask(attention_mask, dtype, tgt_len=seq_len)


def position_ids_from_attention_mask(attention_mask: torch.Tensor) -> torch.Tensor:
    batch_size = attention_mask.shape[0]
    if attention_mask[:, -1].sum() != batch_size:
        # right padded batch: positions simply count up
        seq_len = attention_mask.shape[-1]
        return torch.arange(seq_len, device=attention_mask.device).unsqueeze(0).expand(batch_size, -1)
    position_ids = attention_mask.long().cumsum(-1) - 1
    position_ids.masked_fill_(attention_mask == 0, 1)
    return position_ids
