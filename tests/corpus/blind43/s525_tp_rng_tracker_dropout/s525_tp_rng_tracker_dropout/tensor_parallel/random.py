"""Per-region RNG streams so that dropout inside tensor-parallel regions
differs across ranks while dropout outside them stays identical."""
import contextlib

import torch

_MODEL_PARALLEL_RNG_TRACKER_NAME = "model-parallel-rng"


def _get_device_rng_state(device: torch.device) -> torch.Tensor:
    if device.type == "cuda":
        return torch.cuda.get_rng_state(device)
    return torch.get_rng_state()


def _set_device_rng_state(state: torch.Tensor, device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.set_rng_state(state, device)
    else:
        torch.set_rng_state(state)


class RNGStatesTracker:
    def __init__(self):
        self.states_ = {}
        self.seeds_ = set()

    def reset(self):
        self.states_ = {}
        self.seeds_ = set()

    def add(self, name: str, seed: int, device=torch.device("cpu")) -> None:
        if seed in self.seeds_:
            raise Exception(f"seed {seed} already exists")
        self.seeds_.add(seed)
        if name in self.states_:
            raise Exception(f"rng state {name} already exists")
        orig = _get_device_rng_state(device)
        torch.manual_seed(seed)
        self.states_[name] = _get_device_rng_state(device)
        _set_device_rng_state(orig, device)

    @contextlib.contextmanager
    def fork(self, name: str = _MODEL_PARALLEL_RNG_TRACKER_NAME, device=torch.device("cpu")):
        if name not in self.states_:
            raise Exception(f"rng state {name} is not added")
        orig = _get_device_rng_state(device)
        _set_device_rng_state(self.states_[name], device)
        try:
            yield
        finally:
            self.states_[name] = _get_device_rng_state(device)
            _set_device_rng_state(orig, device)


_RNG_TRACKER = RNGStatesTracker()


def get_rng_tracker() -> RNGStatesTracker:
    return _RNG_TRACKER


def model_parallel_rng_init(seed: int, tp_rank: int = 0) -> None:
    tracker = get_rng_tracker()
    tracker.reset()
    tracker.add(_MODEL_PARALLEL_RNG_TRACKER_NAME, seed + 2718 + tp_rank)
