from dataclasses import dataclass


@dataclass(frozen=True)
class BeamConfig:
    num_beams: int = 3
    length_penalty: float = 1.0
    early_stopping: str = "heuristic"  # "never" | "heuristic" | "always"
    eos_token_id: int = 2
    max_length: int = 32
