import logging

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)


def relative_index(ws):
    coords = torch.stack(torch.meshgrid(torch.arange(ws), torch.arange(ws), indexing="ij"))
    flat = coords.flatten(1)
    rel = (flat[:, :, None] - flat[:, None, :]).permute(1, 2, 0)
    rel = rel + (ws - 1)
    return rel[..., 0] * (2 * ws - 1) + rel[..., 1]


def resize_bias_table(table, src_ws, dst_ws):
    """Bicubically resample a (2*src-1)^2 x heads table to (2*dst-1)^2 x heads."""
    if src_ws == dst_ws:
        return table
    src_len, dst_len = 2 * src_ws - 1, 2 * dst_ws - 1
    logger.debug(
        "resizing relative position bias table %dx%d -> %dx%d",
        src_len, src_len, dst_len, dst_len,
    )
    heads = table.shape[-1]
    grid = table.t().reshape(1, heads, src_len, src_len)
    grid = F.interpolate(grid, size=(dst_len, dst_len), mode="bicubic", align_corners=False)
    return grid.reshape(heads, dst_len * dst_len).t()
