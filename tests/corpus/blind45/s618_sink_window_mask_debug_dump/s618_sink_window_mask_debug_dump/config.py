from dataclasses import dataclass


@dataclass(frozen=True)
class SinkWindowConfig:
    num_sink_tokens: int = 1
    sliding_window: int = 2
    num_heads: int = 2
    head_dim: int = 4
    # developer knobs (server args --debug-dump-attn-masks / --debug-mask-dir)
    debug_dump_masks: bool = False
    debug_mask_dir: str = "/tmp/attn_masks"


SINK_WINDOW_CONFIG = SinkWindowConfig()
