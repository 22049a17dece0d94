import torch

from .tuning import Config, autotune

INT8_MAX = 127.0


@autotune(configs=[Config(4), Config(8), Config(8, num_splits=2)], key=["N"])
def w8a16_gemm(x, w_q, w_scale, *, N: int, config: Config):
    # dequantize the int8 weight in tiles of config.block_size output rows
    outs = []
    for start in range(0, N, config.block_size):
        w_tile = w_q[start : start + config.block_size].float() * w_scale[start : start + config.block_size]
        parts = [xc @ wc.t() for xc, wc in zip(x.chunk(config.num_splits, -1), w_tile.chunk(config.num_splits, -1))]
        outs.append(sum(parts))
    return torch.cat(outs, dim=-1)


def quantize_weight_int8(w: torch.Tensor):
    scale = w.abs().amax(dim=1, keepdim=True) / INT8_MAX
    return torch.round(w / scale).to(torch.int8), scale
