from dataclasses import dataclass

import torch


@dataclass
class BlockLayoutConfig:
    block_size: int = 4
    local_blocks: int = 1
    global_blocks: int = 1
    dense_fallback_density: float = 0.6


def make_block_layout(n_blocks: int, cfg: BlockLayoutConfig, device=None) -> torch.Tensor:
    rows = torch.arange(n_blocks, device=device)[:, None]
    cols = torch.arange(n_blocks, device=device)[None, :]
    local = (rows - cols >= 0) & (rows - cols <= cfg.local_blocks)
    glob = cols < cfg.global_blocks
    return local | glob


def expand_layout(layout: torch.Tensor, block_size: int) -> torch.Tensor:
    return layout.repeat_interleave(block_size, 0).repeat_interleave(block_size, 1)


def layout_density(layout: torch.Tensor) -> torch.Tensor:
    return layout.float().mean()
