"""Patch-grid helpers shared by the image processor and the vision tower."""
import torch


def _merge_order(h: int, w: int, merge: int) -> torch.Tensor:
    """Row/col ids of every patch, permuted into spatial-merge window order."""
    hpos = torch.arange(h).unsqueeze(1).expand(-1, w)
    wpos = torch.arange(w).unsqueeze(0).expand(h, -1)
    hpos = hpos.reshape(h // merge, merge, w // merge, merge).permute(0, 2, 1, 3).flatten()
    wpos = wpos.reshape(h // merge, merge, w // merge, merge).permute(0, 2, 1, 3).flatten()
    return torch.stack([hpos, wpos], dim=-1)


def grid_positions(grid_thw: torch.Tensor, merge: int) -> torch.Tensor:
    """(num_patches, 2) position ids for all images of a batch."""
    pos_ids = []
    for i in range(grid_thw.shape[0]):
        t = int(grid_thw[i, 0])
        h = int(grid_thw[i, 1])
        w = int(grid_thw[i, 2])
        pos_ids.append(_merge_order(h, w, merge).repeat(t, 1))
    return torch.cat(pos_ids, dim=0)
