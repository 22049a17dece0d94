import functools
import itertools


@functools.lru_cache(maxsize=None)
def section_bounds(sections: tuple) -> tuple:
    """(start, end) of each t/h/w section inside the rotary half-dim."""
    ends = tuple(itertools.accumulate(sections))
    starts = (0,) + ends[:-1]
    return tuple(zip(starts, ends))


@functools.lru_cache(maxsize=None)
def interleaved_axis_order(sections: tuple) -> tuple:
    """Axis (0=t, 1=h, 2=w) used by each frequency slot when sections are interleaved."""
    remaining = list(sections)
    order = []
    axis = 0
    while any(remaining):
        if remaining[axis]:
            order.append(axis)
            remaining[axis] -= 1
        axis = (axis + 1) % len(remaining)
    return tuple(order)
