from .delayed import DelayedScaling

RECIPES = {"delayed": DelayedScaling}
