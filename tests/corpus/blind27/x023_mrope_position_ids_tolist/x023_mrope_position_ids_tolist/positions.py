"""Multimodal (3-axis t/h/w) rope position ids, Qwen-VL style."""
import torch

IMAGE_TOKEN_ID = 7


def _text_positions(start: int, length: int) -> torch.Tensor:
    return torch.arange(start, start + length).unsqueeze(0).expand(3, -1)


def _image_positions(start: int, grid_h: int, grid_w: int) -> torch.Tensor:
    h_idx = torch.arange(grid_h).view(-1, 1).expand(-1, grid_w).flatten()
    w_idx = torch.arange(grid_w).view(1, -1).expand(grid_h, -1).flatten()
    t_idx = torch.zeros_like(h_idx)
    return torch.stack([t_idx, h_idx, w_idx]) + start


def find_image_spans(token_ids: torch.Tensor):
    """Return (start, end) of each contiguous run of image placeholder tokens."""
    ids = token_ids.tolist()
    spans, i = [], 0
    while i < len(ids):
        if ids[i] == IMAGE_TOKEN_ID:
            j = i
            while j < len(ids) and ids[j] == IMAGE_TOKEN_ID:
                j += 1
            spans.append((i, j))
            i = j
        else:
            i += 1
    return spans


def build_mrope_positions(token_ids: torch.Tensor, grid_w: int) -> torch.Tensor:
    chunks, cursor, next_pos = [], 0, 0
    for start, end in find_image_spans(token_ids):
        if start > cursor:
            chunks.append(_text_positions(next_pos, start - cursor))
            next_pos += start - cursor
        grid_h = (end - start) // grid_w
        img = _image_positions(next_pos, grid_h, grid_w)
        chunks.append(img)
        next_pos = int(img.max()) + 1
        cursor = end
    if cursor < token_ids.shape[0]:
        chunks.append(_text_positions(next_pos, token_ids.shape[0] - cursor))
    return torch.cat(chunks, dim=1)
