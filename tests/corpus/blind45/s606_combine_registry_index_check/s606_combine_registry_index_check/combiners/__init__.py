from .base import BaseCombiner

COMBINE_REGISTRY: dict[str, type[BaseCombiner]] = {}


def register_combiner(name: str):
    def wrap(cls):
        COMBINE_REGISTRY[name] = cls
        return cls

    return wrap


def get_combiner(name: str, **kwargs) -> BaseCombiner:
    try:
        return COMBINE_REGISTRY[name](**kwargs)
    except KeyError:
        raise ValueError(f"unknown combine method {name!r}; known: {sorted(COMBINE_REGISTRY)}") from None


from . import weighted  # noqa: E402,F401  (registers the built-in combiners)
