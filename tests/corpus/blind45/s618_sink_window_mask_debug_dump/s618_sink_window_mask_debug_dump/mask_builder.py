import torch

from .config import SinkWindowConfig
from .debug import MaskDumper


class SinkWindowMaskBuilder:
    """Query i sees key j iff j <= i and (j < num_sinks or i - j < window)."""

    def __init__(self, config: SinkWindowConfig):
        self.config = config
        self.dumper = MaskDumper(config.debug_mask_dir) if config.debug_dump_masks else None
        self.post_build_hooks = []
        if config.debug_dump_masks:
            self.post_build_hooks.append(self.dumper.dump)

    def build(self, q_len: int, kv_len: int, device) -> torch.Tensor:
        cfg = self.config
        q_pos = torch.arange(kv_len - q_len, kv_len, device=device)[:, None]
        k_pos = torch.arange(kv_len, device=device)[None, :]
        causal = k_pos <= q_pos
        in_window = (q_pos - k_pos) < cfg.sliding_window
        is_sink = k_pos < cfg.num_sink_tokens
        allowed = causal & (in_window | is_sink)
        for hook in self.post_build_hooks:
            hook("sink_window", allowed)
        if cfg.debug_dump_masks:
            self.dumper.dump("sink_window_final", allowed)
        return allowed
