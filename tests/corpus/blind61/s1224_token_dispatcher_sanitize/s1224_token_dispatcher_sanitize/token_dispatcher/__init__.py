from .base import BaseDispatcher, CombineInput, DispatchOutput, MoEDispatcherConfig
from .standard import AllGatherDispatcher, StandardDispatcher

_DISPATCHER_REGISTRY = {
    "none": StandardDispatcher,
    "allgather": AllGatherDispatcher,
}


def create_moe_dispatcher(config: MoEDispatcherConfig) -> BaseDispatcher:
    try:
        cls = _DISPATCHER_REGISTRY[config.a2a_backend]
    except KeyError:
        raise ValueError(f"Unknown moe a2a backend: {config.a2a_backend}") from None
    return cls(config)


__all__ = [
    "BaseDispatcher",
    "CombineInput",
    "DispatchOutput",
    "MoEDispatcherConfig",
    "create_moe_dispatcher",
]
