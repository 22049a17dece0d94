from .placement import load_placement, logical_to_physical
