from dataclasses import dataclass


@dataclass
class MultimodalConfig:
    mm_hidden_size: int = 8
    hidden_size: int = 16
    mm_projector_type: str = "mlp2x_gelu"
    mm_vision_select_feature: str = "patch"
    num_resampler_queries: int = 4
    debug_projector: bool = False
