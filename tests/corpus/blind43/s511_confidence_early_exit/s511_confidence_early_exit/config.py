from dataclasses import dataclass, field


@dataclass
class EarlyExitConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    vocab_size: int = 16
    num_layers: int = 6
    # layers after which an exit head is attached
    exit_layers: tuple = (1, 3)
    # softmax confidence required to stop at an exit head
    confidence_threshold: float = 0.9
    # "min": every token in the batch must be confident; "mean": the average
    aggregate: str = "min"
    rms_norm_eps: float = 1e-6
    extra: dict = field(default_factory=dict)
